import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

const RouterAnchor = forwardRef<HTMLAnchorElement, AnchorProps & ComponentPropsWithoutRef<'a'>>((props, ref) => (
  <Anchor component="a" ref={ref} {...props} />
));
RouterAnchor.displayName = 'RouterAnchor';

/** A Mantine anchor with the router's typed `to`, `params` and `search` (Anchor's `component={Link}` loses them). */
export const AnchorLink = createLink(RouterAnchor);
