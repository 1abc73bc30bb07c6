import { ProductFormPage } from './product-form-page';

export default function AddProductPage() {
  return <ProductFormPage kind="physical" />;
}
