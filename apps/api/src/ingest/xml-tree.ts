import { XMLParser } from 'fast-xml-parser';
import he from 'he';

/**
 * podcast-partytime's XML front end (its `parser/xml-parser.js`): the same fast-xml-parser options, so
 * the tree is the one its mapping expects, node for node. Two differences in how, none in what (the
 * other is `jPath` below): partytime runs every text value through `he.decode`, whose one big regular
 * expression scans the whole value even when it holds no character reference, which for show notes was
 * about a tenth of parsing a big feed. Every reference starts with '&', so a value without one is
 * already what `he.decode` would return.
 * xml-tree.test.ts holds this tree equal to partytime's own on the shared feeds and the synthetic ones.
 */
const parser = new XMLParser({
  attributeNamePrefix: '@_',
  attributesGroupName: 'attr',
  textNodeName: '#text',
  ignoreAttributes: false,
  removeNSPrefix: false,
  allowBooleanAttributes: false,
  parseTagValue: true,
  parseAttributeValue: false,
  trimValues: true,
  tagValueProcessor: (_tagName: string, value: string) => (value.includes('&') ? he.decode(value) : value),
  stopNodes: ['*.parse-me-as-string'],
  // Callbacks get the parser's path object instead of its text: none of them reads it, and writing the
  // text out for every tag and attribute was about a tenth of building the tree.
  jPath: false,
});

/** The document as partytime's tree of fast-xml-parser nodes. */
export function parseXmlTree(xml: string): unknown {
  return parser.parse(xml.trim());
}
