/** The demo podcast: its files under /demo/* and the seed that imports it into an empty database. */
export { demoRouter } from './assets.js';
export { seedDemo } from './seed.js';
