import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { roles } from '@pazaryeri/contract';
import { adminMessages, adminUpdateUserBody, type AdminUser } from '@pazaryeri/contract/admin/index';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { applyServerFieldErrors } from '@/lib/forms';
import { toast } from '@/lib/toast';
import { useUpdateAdminUserMutation } from '../admin-api';
import { roleLabels } from '../admin-messages';

const editUserForm = adminUpdateUserBody.pick({ name: true, email: true, role: true, banned: true });

/** Name, e-mail, role and the ban of one account (PUT /admin/users/{id}). */
export function UserEditDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [updateUser] = useUpdateAdminUserMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(editUserForm),
    mode: 'onTouched',
    defaultValues: { name: user.name, email: user.email, role: user.role, banned: user.banned },
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await updateUser({ id: user._id, body });
    if ('error' in result) {
      applyServerFieldErrors(result.error, setError, ['name', 'email', 'role', 'banned']);
      return;
    }
    toast.success(result.data.message || adminMessages.userUpdated);
    onClose();
  });

  return (
    <Dialog title="Kullanıcıyı düzenle" description={user.email} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Ad soyad" error={errors.name?.message}>
          <Input {...register('name')} />
        </FormField>
        <FormField label="E-posta adresi" error={errors.email?.message}>
          <Input type="email" {...register('email')} />
        </FormField>
        <FormField label="Rol" error={errors.role?.message}>
          <Select {...register('role')}>
            {roles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </Select>
        </FormField>
        <Controller
          control={control}
          name="banned"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-200 p-3">
              <div>
                <p className="text-sm font-medium text-slate-900">Hesabı askıya al</p>
                <p className="text-xs text-slate-500">Askıdaki hesap giriş yapamaz; açık oturumları kapanır.</p>
              </div>
              <Switch checked={Boolean(field.value)} onChange={field.onChange} aria-label="Hesabı askıya al" />
            </div>
          )}
        />
        <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-4">
          <Button variant="outline" onClick={onClose} disabled={isSubmitting}>
            Vazgeç
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Kaydet
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
