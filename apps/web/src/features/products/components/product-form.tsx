import { zodResolver } from '@hookform/resolvers/zod';
import { FileUp } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { CategoryWithCount } from '@pazaryeri/contract';
import {
  createDigitalProductBody,
  createProductBody,
  productLimits,
  type CreateProductBody,
  type Product,
  type ProductResponse,
} from '@pazaryeri/contract/products/index';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { productFormDefaults, toProductFormData, type ProductFormValues } from '../product-form-data';
import { useCreateDigitalProductMutation, useCreateProductMutation, useUpdateProductMutation } from '../seller-products-api';
import { ImageFields } from './product-form-images';
import { VariantFields } from './product-form-variants';

const knownFields = [
  'name',
  'description',
  'brand',
  'sku',
  'price',
  'stock',
  'minimumOrderQuantity',
  'shippingCost',
  'freeShippingThreshold',
  'mainCategory',
  'subCategories',
  'variants',
] as const;

function Section({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-xs">
      <header className="border-b border-slate-100 px-4 py-3 sm:px-6">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        {description && <p className="text-sm text-slate-500">{description}</p>}
      </header>
      <div className="space-y-4 p-4 sm:p-6">{children}</div>
    </section>
  );
}

interface ProductFormProps {
  kind: 'physical' | 'digital';
  categories: CategoryWithCount[];
  /** Editing: the product as it is now. */
  product?: Product;
  /**
   * The admin edits a store's product: saved through `PUT /admin/products/{id}` (no new approval
   * round), then back to `returnTo`. The downloadable file stays the store's to replace.
   */
  admin?: { returnTo: string; save: (body: FormData) => Promise<{ data?: ProductResponse; error?: unknown }> };
}

/** Create or edit a physical or digital product (multipart: images, and the downloadable file for digital ones). */
export function ProductForm({ kind, categories, product, admin }: ProductFormProps) {
  const navigate = useNavigate();
  const schema = kind === 'digital' ? createDigitalProductBody : createProductBody;
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, CreateProductBody>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: productFormDefaults(product, kind),
  });
  const variants = useFieldArray({ control, name: 'variants' });
  const [images, setImages] = useState<File[]>([]);
  const [removeImages, setRemoveImages] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [fileName, setFileName] = useState(product?.digitalFile?.name ?? '');
  const [createProduct] = useCreateProductMutation();
  const [createDigital] = useCreateDigitalProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const doneHref = admin?.returnTo ?? '/seller-panel/edit-product';

  const mainCategory = categories.find((category) => category._id === watch('mainCategory'));
  const subCategories = watch('subCategories');
  const hasVariants = variants.fields.length > 0;

  const submit = handleSubmit(async (values) => {
    if (kind === 'digital' && !product && !file) {
      toast.error('İndirilebilir dosyayı seçin.');
      return;
    }
    const body = toProductFormData(
      { ...values, ...(values.variants?.length ? { stock: undefined } : {}) },
      admin ? { images, removeImages, file: null } : { images, removeImages, file, fileName: kind === 'digital' ? fileName.trim() : undefined },
    );
    const result = product
      ? admin
        ? await admin.save(body)
        : await updateProduct({ id: product._id, body, digital: kind === 'digital' })
      : kind === 'digital'
        ? await createDigital(body)
        : await createProduct(body);
    if ('data' in result && result.data) {
      toast.success(result.data.message);
      void navigate(doneHref);
    } else applyServerFieldErrors(result.error, setError, knownFields);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {product?.approvalStatus === 'rejected' && product.rejectionReason && (
        <Alert tone="error" title="Ürün reddedildi">
          <p>{product.rejectionReason}</p>
        </Alert>
      )}
      <Section title="Temel bilgiler">
        <FormField label="Ürün adı" error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField label="Açıklama" error={errors.description?.message} hint="Malzeme, ölçüler, standartlar ve kullanım alanı">
          <Textarea rows={5} {...register('description')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Marka" error={errors.brand?.message} hint="İsteğe bağlı">
            <Input {...register('brand')} />
          </FormField>
          <FormField label="Stok kodu (SKU)" error={errors.sku?.message} hint="İsteğe bağlı">
            <Input {...register('sku')} />
          </FormField>
        </div>
        {kind === 'digital' && (
          <FormField label="Ürün türü" error={errors.productType?.message}>
            <Select {...register('productType')}>
              <option value="digital">Dijital ürün</option>
              <option value="model3d">3D model (STL)</option>
            </Select>
          </FormField>
        )}
      </Section>

      <Section title="Kategori">
        <FormField label="Ana kategori" error={errors.mainCategory?.message}>
          <Select
            {...register('mainCategory', { onChange: () => setValue('subCategories', []) })}
          >
            <option value="">Seçin</option>
            {categories.map((category) => (
              <option key={category._id} value={category._id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
        {mainCategory && mainCategory.subCategories.length > 0 && (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Alt kategoriler</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {mainCategory.subCategories.map((sub) => {
                const checked = subCategories.includes(sub._id);
                return (
                  <label
                    key={sub._id}
                    className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1.5 text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
                  >
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-600"
                      checked={checked}
                      onChange={() =>
                        setValue('subCategories', checked ? subCategories.filter((id) => id !== sub._id) : [...subCategories, sub._id])
                      }
                    />
                    {sub.name}
                  </label>
                );
              })}
            </div>
            {errors.subCategories?.message && <p className="mt-1 text-sm text-red-600">{errors.subCategories.message}</p>}
          </fieldset>
        )}
      </Section>

      <Section title={kind === 'digital' ? 'Fiyat ve stok' : 'Fiyat, stok ve kargo'} description="Tutarlar TL; kuruş için virgül kullanabilirsiniz (ör. 149,90).">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <FormField label="Fiyat (TL)" error={errors.price?.message}>
            <Input inputMode="decimal" {...register('price')} />
          </FormField>
          {!hasVariants && (
            <FormField label="Stok" error={errors.stock?.message} hint={kind === 'digital' ? `Boş bırakılırsa ${productLimits.digitalDefaultStock}` : undefined}>
              <Input inputMode="numeric" {...register('stock')} />
            </FormField>
          )}
          <FormField label="Minimum sipariş adedi" error={errors.minimumOrderQuantity?.message}>
            <Input inputMode="numeric" {...register('minimumOrderQuantity')} />
          </FormField>
          {kind === 'physical' && (
            <>
              <FormField label="Kargo ücreti (TL)" error={errors.shippingCost?.message} hint="0: ücretsiz kargo">
                <Input inputMode="decimal" {...register('shippingCost')} />
              </FormField>
              <FormField label="Ücretsiz kargo limiti (TL)" error={errors.freeShippingThreshold?.message} hint="Bu tutar ve üzeri kargo bedava (0: yok)">
                <Input inputMode="decimal" {...register('freeShippingThreshold')} />
              </FormField>
            </>
          )}
        </div>
      </Section>

      {kind === 'physical' && (
        <Section title="Varyantlar ve bedenler" description="Her bedenin kendi stoğu olur; ürün stoğu bedenlerin toplamıdır.">
          <VariantFields variants={variants} control={control} register={register} errors={errors} />
        </Section>
      )}

      {kind === 'digital' && admin && (
        <Section title="İndirilebilir dosya" description="Dosyayı yalnızca mağaza değiştirebilir.">
          <p className="text-sm text-slate-700">{product?.digitalFile?.name ?? 'Dosya yüklenmemiş'}</p>
        </Section>
      )}

      {kind === 'digital' && !admin && (
        <Section title="İndirilebilir dosya" description="PDF, ZIP, RAR, 7Z, GZ, STL, OBJ, STEP, IGES, DWG veya DXF; en fazla 100 MB.">
          <div className="flex flex-wrap items-center gap-3">
            <Badge tone={file || product?.uploadState === 'uploaded' ? 'success' : 'warning'}>
              {file ? 'Yüklenecek' : product?.uploadState === 'uploaded' ? 'Yüklendi' : 'Yüklenmedi'}
            </Badge>
            <span className="text-sm text-slate-700">
              {file ? `${file.name} (${(file.size / 1024 / 1024).toFixed(1)} MB)` : (product?.digitalFile?.name ?? 'Henüz dosya seçilmedi')}
            </span>
          </div>
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50">
            <FileUp aria-hidden className="size-4" />
            {file || product?.digitalFile ? 'Dosyayı değiştir' : 'Dosya seç'}
            <input
              type="file"
              className="sr-only"
              aria-label="İndirilebilir dosya"
              accept=".pdf,.zip,.rar,.7z,.gz,.stl,.obj,.step,.stp,.iges,.igs,.dwg,.dxf"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                if (chosen && chosen.size > productLimits.digitalFileMaxBytes) {
                  toast.error('Dosya çok büyük. En fazla 100 MB yükleyebilirsiniz.');
                  return;
                }
                setFile(chosen);
                if (chosen && !fileName) setFileName(chosen.name);
              }}
            />
          </label>
          <FormField label="Dosya adı" hint="Alıcının göreceği ad (isteğe bağlı)">
            <Input value={fileName} onChange={(event) => setFileName(event.target.value)} />
          </FormField>
          {isSubmitting && file && <p className="text-sm font-medium text-brand-700">Dosya yükleniyor, lütfen bekleyin…</p>}
        </Section>
      )}

      <Section title="Resimler" description={`En fazla ${productLimits.maxImages} resim. Yeni resimler yönetici onayından sonra görünür.`}>
        <ImageFields product={product} images={images} setImages={setImages} removeImages={removeImages} setRemoveImages={setRemoveImages} />
      </Section>

      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => void navigate(doneHref)} disabled={isSubmitting}>
          Vazgeç
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {product ? 'Değişiklikleri kaydet' : kind === 'digital' ? 'Dijital ürünü ekle' : 'Ürünü ekle'}
        </Button>
      </div>
    </form>
  );
}
