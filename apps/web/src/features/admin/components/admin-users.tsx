import { skipToken } from '@reduxjs/toolkit/query';
import { Pencil, Search, Trash2, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { roles, type Role } from '@pazaryeri/contract';
import { adminMessages, type AdminUser } from '@pazaryeri/contract/admin/index';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCount, formatDateNumeric } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteAdminUserMutation, useListAdminUsersQuery } from '../admin-api';
import { roleLabels } from '../admin-messages';
import { defaultUserFilters, userFiltersFromParams, userFiltersToParams, type UserFilters } from '../user-filters';
import { UserEditDialog } from './user-edit-dialog';

function RoleBadge({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={user.role === 'admin' ? 'brand' : 'neutral'}>{roleLabels[user.role]}</Badge>
      {user.banned && <Badge tone="danger">Askıda</Badge>}
    </span>
  );
}

/** Spec §7 admin users: list, search by keyword, filter by role and sign-up dates; edit and delete. */
export function AdminUsers({ currentUserId }: { currentUserId: string }) {
  const [params, setParams] = useSearchParams();
  const filters = userFiltersFromParams(params);
  const [keyword, setKeyword] = useState(filters.keyword);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [deleteUser, { isLoading: removing }] = useDeleteAdminUserMutation();
  useEffect(() => () => clearTimeout(typing.current), []);

  const update = (patch: Partial<UserFilters>) =>
    setParams((current) => userFiltersToParams({ ...userFiltersFromParams(current), page: 1, ...patch }), { replace: true });

  function onKeywordChange(value: string) {
    setKeyword(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => update({ keyword: value }), 400);
  }

  const badRange = Boolean(filters.startDate && filters.endDate && filters.startDate > filters.endDate);
  const { data, isLoading, isFetching, isError, error, refetch } = useListAdminUsersQuery(badRange ? skipToken : filters);
  const filtered = userFiltersToParams({ ...filters, page: 1 }).size > 0;

  async function onDelete() {
    if (!deleting) return;
    const result = await deleteUser(deleting._id);
    setDeleting(null);
    if ('data' in result && result.data) toast.success(result.data.message || adminMessages.userDeleted);
  }

  const actions = (user: AdminUser) => (
    <div className="flex justify-end gap-1">
      <Button size="sm" variant="ghost" onClick={() => setEditing(user)} aria-label={`${user.name} düzenle`}>
        <Pencil aria-hidden className="size-4" />
        <span className="hidden xl:inline">Düzenle</span>
      </Button>
      <Button
        size="sm"
        variant="ghost"
        className="text-red-600 hover:bg-red-50"
        onClick={() => setDeleting(user)}
        disabled={user._id === currentUserId}
        aria-label={`${user.name} sil`}
      >
        <Trash2 aria-hidden className="size-4" />
        <span className="hidden xl:inline">Sil</span>
      </Button>
    </div>
  );

  let list;
  if (badRange) list = <Alert tone="warning">Başlangıç tarihi bitiş tarihinden sonra olamaz.</Alert>;
  else if (isLoading) {
    list = (
      <div aria-busy aria-label="Kullanıcılar yükleniyor" className="space-y-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full rounded-xl" />
        ))}
      </div>
    );
  } else if (isError || !data) {
    list = <LoadError title="Kullanıcılar yüklenemedi" error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (data.users.length === 0) {
    list = (
      <EmptyState Icon={Users} title={filtered ? 'Aramanıza uyan kullanıcı yok' : 'Henüz kullanıcı yok'}>
        {filtered && 'Arama sözcüğünü ya da filtreleri değiştirin.'}
      </EmptyState>
    );
  } else {
    list = (
      <div aria-busy={isFetching || undefined} className={isFetching ? 'opacity-60 transition-opacity' : undefined}>
        <p className="mb-2 text-sm text-slate-600">{formatCount(data.total)} kullanıcı</p>
        <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">Kullanıcı</th>
                <th scope="col" className="px-4 py-3">Rol</th>
                <th scope="col" className="px-4 py-3">Kayıt</th>
                <th scope="col" className="px-4 py-3">Son giriş</th>
                <th scope="col" className="px-4 py-3"><span className="sr-only">İşlemler</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.users.map((user) => (
                <tr key={user._id} className="hover:bg-slate-50">
                  <td className="max-w-80 px-4 py-3">
                    <div className="flex items-center gap-3">
                      <Avatar name={user.name} src={user.avatar} />
                      <div className="min-w-0">
                        <p className="truncate font-medium text-slate-900">{user.name}</p>
                        <p className="truncate text-xs text-slate-500">{user.email}</p>
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3"><RoleBadge user={user} /></td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDateNumeric(user.createdAt)}</td>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700">{user.lastLoginAt ? formatDateNumeric(user.lastLoginAt) : '—'}</td>
                  <td className="px-4 py-3">{actions(user)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="space-y-2 md:hidden">
          {data.users.map((user) => (
            <li key={user._id} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-xs">
              <Avatar name={user.name} src={user.avatar} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-slate-900">{user.name}</p>
                <p className="truncate text-xs text-slate-500">{user.email}</p>
                <div className="mt-1 flex items-center gap-2 text-xs text-slate-500">
                  <RoleBadge user={user} />
                  {formatDateNumeric(user.createdAt)}
                </div>
              </div>
              {actions(user)}
            </li>
          ))}
        </ul>
        <Pagination page={data.page} totalPages={data.totalPages} total={data.total} onPageChange={(page) => update({ page })} />
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <form role="search" aria-label="Kullanıcı filtreleri" onSubmit={(event) => event.preventDefault()} className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[1.6fr_1fr_1fr_1fr]">
        <label className="col-span-2 space-y-1 text-xs font-medium text-slate-600 lg:col-span-1">
          <span>Ara</span>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input type="search" value={keyword} onChange={(event) => onKeywordChange(event.target.value)} placeholder="Ad veya e-posta" className="pl-9" />
          </div>
        </label>
        <label className="col-span-2 space-y-1 text-xs font-medium text-slate-600 lg:col-span-1">
          <span>Rol</span>
          <Select value={filters.role} onChange={(event) => update({ role: event.target.value as Role | '' })}>
            <option value="">Tümü</option>
            {roles.map((role) => (
              <option key={role} value={role}>{roleLabels[role]}</option>
            ))}
          </Select>
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          <span>Kayıt başlangıç</span>
          <Input type="date" value={filters.startDate} onChange={(event) => update({ startDate: event.target.value })} />
        </label>
        <label className="space-y-1 text-xs font-medium text-slate-600">
          <span>Kayıt bitiş</span>
          <Input type="date" value={filters.endDate} onChange={(event) => update({ endDate: event.target.value })} />
        </label>
        {filtered && (
          <div className="col-span-2 lg:col-span-4">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setKeyword('');
                clearTimeout(typing.current);
                setParams(userFiltersToParams(defaultUserFilters), { replace: true });
              }}
            >
              Filtreleri temizle
            </Button>
          </div>
        )}
      </form>
      {list}
      {editing && <UserEditDialog user={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog title="Kullanıcı silinsin mi?" confirmLabel="Kullanıcıyı sil" loading={removing} onCancel={() => setDeleting(null)} onConfirm={onDelete}>
          <p>
            <strong>{deleting.name}</strong> ({deleting.email}) hesabı kapatılır ve kişisel bilgileri silinir. Adresleri ve takipleri
            kaldırılır; mağazası varsa yayından kalkar. Bu işlem geri alınamaz.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
