import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { avatarLimits, updateProfileBody, type UserInfo } from '@pazaryeri/contract';
import { formatMessage, messages } from '@pazaryeri/contract/messages';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useUpdateProfileMutation } from '../users-api';

const avatarTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** "+905321234567" → "0532 123 45 67", the way people write it. */
function displayPhone(phone: string | null): string {
  const match = phone && /^\+90(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `0${match[1]} ${match[2]} ${match[3]} ${match[4]}` : (phone ?? '');
}

export function ProfileForm({ user }: { user: Pick<UserInfo, 'name' | 'email' | 'phone' | 'avatar'> }) {
  const [updateProfile] = useUpdateProfileMutation();
  const [avatar, setAvatar] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(updateProfileBody),
    mode: 'onTouched',
    values: { name: user.name, email: user.email, phone: displayPhone(user.phone) },
  });

  useEffect(() => {
    if (!avatar) return;
    const url = URL.createObjectURL(avatar);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [avatar]);

  function onAvatarChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!avatarTypes.includes(file.type)) {
      toast.error(messages.invalidImage);
      return;
    }
    if (file.size > avatarLimits.maxBytes) {
      toast.error(formatMessage(messages.fileTooLarge, { max: `${avatarLimits.maxBytes / 1024 / 1024} MB` }));
      return;
    }
    setAvatar(file);
  }

  const onSubmit = handleSubmit(async (values) => {
    let body: typeof values | FormData = values;
    if (avatar) {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.append(key, value ?? '');
      form.append('avatar', avatar);
      body = form;
    }
    const result = await updateProfile(body);
    if ('error' in result) {
      applyServerFieldErrors(result.error, setError, ['name', 'email', 'phone']);
      return;
    }
    toast.success(result.data.message || messages.profileUpdated);
    setAvatar(null);
    setPreview(null);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="flex items-center gap-4">
        <Avatar name={user.name} src={preview ?? user.avatar} size="lg" />
        <div className="space-y-1">
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-500/40">
            <Camera aria-hidden className="size-4" />
            Fotoğraf seç
            <input type="file" accept={avatarTypes.join(',')} onChange={onAvatarChange} className="sr-only" />
          </label>
          <p className="text-xs text-slate-500">JPEG, PNG, WebP veya GIF; en fazla {avatarLimits.maxBytes / 1024 / 1024} MB.</p>
          {avatar && <p className="text-xs font-medium text-brand-700">Yeni fotoğraf kaydettiğinizde yüklenecek.</p>}
        </div>
      </div>
      <FormField label="Ad soyad" error={errors.name?.message}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label="E-posta adresi" error={errors.email?.message}>
        <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
      </FormField>
      <FormField label="Cep telefonu" error={errors.phone?.message} hint="İsteğe bağlı. Örnek: 0532 123 45 67">
        <Input type="tel" autoComplete="tel" inputMode="tel" placeholder="05XX XXX XX XX" {...register('phone')} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting} disabled={!isDirty && !avatar}>
          {isSubmitting ? 'Kaydediliyor…' : 'Değişiklikleri Kaydet'}
        </Button>
      </div>
    </form>
  );
}
