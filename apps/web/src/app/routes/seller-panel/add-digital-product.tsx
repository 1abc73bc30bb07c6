import { ProductFormPage } from './product-form-page';

export default function AddDigitalProductPage() {
  return <ProductFormPage kind="digital" />;
}
