// The island loader of the pages whose islands are all plain DOM code (`islands-dom.js`): the
// federation runtime built without shared modules, so it carries no share scope and no React. No
// async boundary either: nothing shared is negotiated before the islands start.
import { startPageIslands } from './start';

startPageIslands(() => Promise.reject(new Error('This page\'s island loader has no React: the render server names islands.js for a page with a React island.')));
