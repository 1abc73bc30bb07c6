import { useParams } from 'react-router';
import { ProductFormPage } from './product-form-page';

export default function EditProductFormPage() {
  const { id = '' } = useParams();
  return <ProductFormPage productId={id} />;
}
