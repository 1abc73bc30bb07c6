/** Blog: posts, comments and likes, and the page heads the web shell serves for them. */

export { applyPageHead, blogPageHead } from './blog.head';
export { blogPersonalData } from './blog.personal-data';
export { default as blogRoutes } from './blog.routes';
export { sanitizeBlogHtml } from './blog.sanitize';

// Fixtures, for tests and the demo only:
export { xssPayloads } from './xss-payloads';
