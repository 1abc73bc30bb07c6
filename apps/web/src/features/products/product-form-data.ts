import type { CreateProductBody, Product } from '@pazaryeri/contract/products/index';

/** What the product form edits: text as typed (the contract's schema turns it into numbers). */
export interface ProductFormValues {
  name: string;
  description: string;
  brand: string;
  sku: string;
  productType: 'physical' | 'digital' | 'model3d';
  price: string;
  stock: string;
  minimumOrderQuantity: string;
  shippingCost: string;
  freeShippingThreshold: string;
  mainCategory: string;
  subCategories: string[];
  variants: Array<{ _id?: string; name: string; priceDelta: string; sizes: Array<{ _id?: string; label: string; stock: string }> }>;
}

export function productFormDefaults(product: Product | undefined, kind: 'physical' | 'digital'): ProductFormValues {
  const text = (value: number | null | undefined, fallback = '') => (value === null || value === undefined ? fallback : String(value));
  return {
    name: product?.name ?? '',
    description: product?.description ?? '',
    brand: product?.brand ?? '',
    sku: product?.sku ?? '',
    productType: product?.productType ?? (kind === 'digital' ? 'digital' : 'physical'),
    price: text(product?.price),
    stock: text(product?.stock, kind === 'digital' ? '' : '0'),
    minimumOrderQuantity: text(product?.minimumOrderQuantity, '1'),
    shippingCost: text(product?.shippingCost, '0'),
    freeShippingThreshold: text(product?.freeShippingThreshold, '0'),
    mainCategory: product?.mainCategory._id ?? '',
    subCategories: product?.subCategories.map((sub) => sub._id) ?? [],
    variants:
      product?.variants.map((variant) => ({
        _id: variant._id,
        name: variant.name,
        priceDelta: String(variant.priceDelta),
        sizes: variant.sizes.map((size) => ({ _id: size._id, label: size.label, stock: String(size.stock) })),
      })) ?? [],
  };
}

interface Extras {
  images: File[];
  removeImages?: string[];
  file?: File | null;
  fileName?: string;
}

/** The multipart body `POST/PUT /products` (and `/products/digital`) take: nested data as JSON text. */
export function toProductFormData(values: CreateProductBody, { images, removeImages = [], file, fileName }: Extras): FormData {
  const form = new FormData();
  const { subCategories, variants, ...scalars } = values;
  for (const [key, value] of Object.entries(scalars)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  form.append('subCategories', JSON.stringify(subCategories ?? []));
  form.append('variants', JSON.stringify(variants ?? []));
  if (removeImages.length) form.append('removeImages', JSON.stringify(removeImages));
  if (fileName) form.append('fileName', fileName);
  for (const image of images) form.append('images', image);
  if (file) form.append('file', file);
  return form;
}
