import type { ShippingCity, ShippingDistrict } from '@pazaryeri/contract/addresses/index';
import { api } from './api-client';

/** The city → district look-ups behind every address form (buyer, store and sender addresses). */
export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCities: build.query<ShippingCity[], void>({
      query: () => ({ url: '/shipping/cities', params: { countryCode: 'TR' } }),
      extraOptions: { anonymous: true },
      keepUnusedDataFor: 3600,
    }),
    listDistricts: build.query<ShippingDistrict[], string>({
      query: (cityCode) => ({ url: '/shipping/districts', params: { cityCode, countryCode: 'TR' } }),
      extraOptions: { anonymous: true },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useListCitiesQuery, useListDistrictsQuery } = locationsApi;
