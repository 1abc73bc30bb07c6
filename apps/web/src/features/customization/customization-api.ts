import type {
  CustomInputResponse,
  CustomOptionsBody,
  CustomTemplateBody,
  CustomTemplateListResponse,
  CustomTemplateResponse,
  DesignImagesResponse,
  ProductCustomization,
} from '@pazaryeri/contract/customization/index';
import { api, quietError } from '@/lib/api-client';

const customizationWithTags = api.enhanceEndpoints({ addTagTypes: ['CustomTemplate'] });

/** Spec §7 Customization: a store's templates, the template a product carries, a buyer's values and design images. */
export const customizationApi = customizationWithTags.injectEndpoints({
  endpoints: (build) => ({
    /** Without `sellerId`: the calling store's own templates. */
    listTemplates: build.query<CustomTemplateListResponse, { sellerId?: string } | void>({
      query: (args) => ({ url: '/products/custom-templates/all', params: args?.sellerId ? { sellerId: args.sellerId } : {} }),
      providesTags: [{ type: 'CustomTemplate', id: 'LIST' }],
      extraOptions: { fallbackMessage: 'Şablonlar yüklenemedi' },
    }),
    getTemplate: build.query<CustomTemplateResponse, string>({
      query: (id) => `/products/custom-templates/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'CustomTemplate', id }],
      extraOptions: { fallbackMessage: 'Özelleştirme seçenekleri yüklenemedi' },
    }),
    createTemplate: build.mutation<CustomTemplateResponse, CustomTemplateBody>({
      query: (body) => ({ url: '/products/custom', method: 'POST', body }),
      transformErrorResponse: quietError,
      invalidatesTags: (result) => (result ? [{ type: 'CustomTemplate', id: 'LIST' }] : []),
    }),
    updateTemplate: build.mutation<CustomTemplateResponse, { id: string; body: CustomTemplateBody }>({
      query: ({ id, body }) => ({ url: `/products/custom-templates/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformErrorResponse: quietError,
      invalidatesTags: (result, _error, { id }) => (result ? [{ type: 'CustomTemplate', id: 'LIST' }, { type: 'CustomTemplate', id }] : []),
    }),
    setProductOptions: build.mutation<ProductCustomization & { message: string }, CustomOptionsBody>({
      query: (body) => ({ url: '/products/custom-options', method: 'POST', body }),
      transformErrorResponse: quietError,
      invalidatesTags: (result) => (result ? [{ type: 'CustomTemplate', id: 'LIST' }, 'Product', 'SellerProduct'] : []),
    }),
    /** `POST /productCustomInput/add`: text values as JSON, image fields as files named by their key. */
    addCustomInput: build.mutation<CustomInputResponse, { productId: string; values: Record<string, string>; files: Record<string, File> }>({
      query: ({ productId, values, files }) => {
        const body = new FormData();
        body.append('productId', productId);
        body.append('values', JSON.stringify(values));
        for (const [key, file] of Object.entries(files)) body.append(key, file, file.name);
        return { url: '/productCustomInput/add', method: 'POST', body };
      },
      transformErrorResponse: quietError,
    }),
    uploadDesignImages: build.mutation<DesignImagesResponse, File[]>({
      query: (files) => {
        const body = new FormData();
        for (const file of files) body.append('images', file, file.name);
        return { url: '/designs/images', method: 'POST', body };
      },
      transformErrorResponse: quietError,
    }),
  }),
});

export const {
  useListTemplatesQuery,
  useGetTemplateQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useSetProductOptionsMutation,
  useAddCustomInputMutation,
  useUploadDesignImagesMutation,
} = customizationApi;
