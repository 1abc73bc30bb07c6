/** The blog's posts and their endpoints, and the page head each post sets. */
export {
  useCreateBlogMutation,
  useDeleteBlogMutation,
  useGetBlogQuery,
  useListBlogsQuery,
  useListManagedBlogsQuery,
  useUpdateBlogMutation,
} from './blog-api';
export { usePageHead } from './use-page-head';
