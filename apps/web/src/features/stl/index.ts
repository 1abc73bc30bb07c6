/** STL models: their endpoints and formats, the catalogue's card, a model's facts and parts. */
export { StlCard, stlPath } from './components/stl-card';
export { StlFacts } from './components/stl-facts';
export { StlGallery, StlPartList, StlPartTabs } from './components/stl-parts';
export {
  stlApi,
  uploadStlModel,
  useCreateStlCategoryMutation,
  useDeleteStlCategoryMutation,
  useDeleteStlMutation,
  useGetStlQuery,
  useIncrementStlDownloadsMutation,
  useListStlQuery,
  useMyStlQuery,
  useStlCategoriesQuery,
  useStlDownloadLinkMutation,
  useUpdateStlCategoryMutation,
  useUpdateStlMutation,
  type StlFilters,
} from './stl-api';
export { formatBytes, formatMm } from './stl-format';
