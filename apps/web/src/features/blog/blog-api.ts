import type {
  BlogCommentResponse,
  BlogCommentsResponse,
  BlogDetailResponse,
  BlogImageResponse,
  BlogLikeResponse,
  BlogListResponse,
  BlogReplyResponse,
  BlogWriteResponse,
} from '@pazaryeri/contract/blog/index';
import { blogLimits, blogMessages } from '@pazaryeri/contract/blog/index';
import type { MessageResponse } from '@pazaryeri/contract';
import { api, quietError } from '@/lib/api-client';

export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBlogs: build.query<BlogListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/blog', params: { page, limit: blogLimits.pageSize } }),
      extraOptions: { fallbackMessage: blogMessages.loadFailed },
      // The page shows the failure itself.
      transformErrorResponse: quietError,
      providesTags: ['Blog'],
    }),
    listManagedBlogs: build.query<BlogListResponse, { page: number }>({
      query: ({ page }) => ({ url: '/blog/manage', params: { page, limit: 20 } }),
      extraOptions: { fallbackMessage: blogMessages.loadFailed },
      // The page shows the failure itself.
      transformErrorResponse: quietError,
      providesTags: ['Blog'],
    }),
    getBlog: build.query<BlogDetailResponse, string>({
      query: (idOrSlug) => ({ url: `/blog/${encodeURIComponent(idOrSlug)}` }),
      // The page shows the failure itself.
      transformErrorResponse: quietError,
      providesTags: ['Blog'],
    }),
    listBlogComments: build.query<BlogCommentsResponse, { blogId: string; page: number }>({
      query: ({ blogId, page }) => ({ url: `/blog/${encodeURIComponent(blogId)}/comments`, params: { page, limit: blogLimits.commentsPageSize } }),
      // The page shows the failure itself.
      transformErrorResponse: quietError,
      providesTags: ['Blog'],
    }),
    /** FormData: name, description, content, published and an optional cover file. */
    createBlog: build.mutation<BlogWriteResponse, FormData>({
      query: (body) => ({ url: '/blog', method: 'POST', body }),
      extraOptions: { fallbackMessage: blogMessages.saveFailed },
      invalidatesTags: (result) => (result ? ['Blog'] : []),
    }),
    /** FormData: blogId, name, description, content, published, and an optional new cover or removeCover. */
    updateBlog: build.mutation<BlogWriteResponse, FormData>({
      query: (body) => ({ url: '/blog/update', method: 'PUT', body }),
      extraOptions: { fallbackMessage: blogMessages.saveFailed },
      invalidatesTags: (result) => (result ? ['Blog'] : []),
    }),
    deleteBlog: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/blog/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (result) => (result ? ['Blog'] : []),
    }),
    uploadBlogImage: build.mutation<BlogImageResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('image', file);
        return { url: '/blog/images', method: 'POST', body };
      },
    }),
    addBlogComment: build.mutation<BlogCommentResponse, { blogId: string; content: string }>({
      query: (body) => ({ url: '/blog/comments', method: 'POST', body }),
      extraOptions: { fallbackMessage: blogMessages.commentFailed },
      invalidatesTags: (result) => (result ? ['Blog'] : []),
    }),
    addBlogReply: build.mutation<BlogReplyResponse, { commentId: string; content: string }>({
      query: (body) => ({ url: '/blog/comment-reply', method: 'POST', body }),
      extraOptions: { fallbackMessage: blogMessages.commentFailed },
      invalidatesTags: (result) => (result ? ['Blog'] : []),
    }),
    likeBlog: build.mutation<BlogLikeResponse, string>({
      query: (blogId) => ({ url: '/blog/like', method: 'POST', body: { blogId } }),
      extraOptions: { fallbackMessage: blogMessages.likeFailed },
      onQueryStarted: (_blogId, lifecycle) => applyLike(lifecycle),
    }),
    unlikeBlog: build.mutation<BlogLikeResponse, string>({
      query: (blogId) => ({ url: '/blog/unlike', method: 'POST', body: { blogId } }),
      extraOptions: { fallbackMessage: blogMessages.unlikeFailed },
      onQueryStarted: (_blogId, lifecycle) => applyLike(lifecycle),
    }),
  }),
});

export const {
  useListBlogsQuery,
  useListManagedBlogsQuery,
  useGetBlogQuery,
  useListBlogCommentsQuery,
  useCreateBlogMutation,
  useUpdateBlogMutation,
  useDeleteBlogMutation,
  useUploadBlogImageMutation,
  useAddBlogCommentMutation,
  useAddBlogReplyMutation,
  useLikeBlogMutation,
  useUnlikeBlogMutation,
} = blogApi;

/** The post's count and the viewer's mark follow the server's answer, without reloading the post. */
async function applyLike({
  dispatch,
  queryFulfilled,
  getState,
}: {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: BlogLikeResponse }>;
  getState: () => unknown;
}) {
  const answer = await queryFulfilled.catch(() => null);
  if (!answer) return;
  const { data } = answer;
  for (const { endpointName, originalArgs } of blogApi.util.selectInvalidatedBy(getState() as never, ['Blog'])) {
    if (endpointName !== 'getBlog') continue;
    dispatch(
      blogApi.util.updateQueryData('getBlog', originalArgs as string, (draft) => {
        if (draft.blog._id !== data.blogId) return;
        draft.blog.likeCount = data.likeCount;
        draft.blog.likedByMe = data.liked;
      }),
    );
  }
}
