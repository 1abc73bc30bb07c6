import { skipToken } from '@reduxjs/toolkit/query';
import { CalendarDays, ChevronRight, Heart, KeyRound, Mail, MapPin, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { ChangePasswordForm } from '@/features/users/components/change-password-form';
import { ProfileForm } from '@/features/users/components/profile-form';
import { selectCurrentUser, useGetUserQuery } from '@/features/users';
import { Avatar } from '@/components/ui/avatar';
import { PageSpinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { useEstablishSession } from '../session/use-auth-actions';

const shortcuts = [
  { to: '/hesabim/adresler', label: 'Adreslerim', text: 'Teslimat adreslerinizi yönetin', Icon: MapPin },
  { to: '/hesabim/takip', label: 'Takip ettiğim mağazalar', text: 'Takip ettiğiniz satıcılar', Icon: Heart },
];

const roleLabels = { user: 'Alıcı', seller: 'Satıcı', admin: 'Yönetici', marketing: 'Pazarlama' } as const;

function Section({ title, description, icon, children }: { title: string; description: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-start gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <span className="mt-0.5 text-brand-600">{icon}</span>
        <div>
          <h2 className="font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-500">{description}</p>
        </div>
      </header>
      <div className="p-5 sm:p-6">{children}</div>
    </section>
  );
}

export default function ProfilePage() {
  const user = useSelector(selectCurrentUser);
  // Our own record completes what the session could tell (phone, sign-up date, password or Google).
  const { isLoading } = useGetUserQuery(user?._id ?? skipToken);
  const establishSession = useEstablishSession();

  if (!user || isLoading) return <PageSpinner label="Profil yükleniyor" />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:px-6 lg:py-0">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Hesabım</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[280px_1fr]">
        <aside className="h-fit space-y-4">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
            <Avatar name={user.name} src={user.avatar} size="xl" className="mx-auto" />
            <p className="mt-4 text-lg font-semibold text-slate-900">{user.name}</p>
            <p className="mt-1 flex items-center justify-center gap-1.5 text-sm break-all text-slate-500">
              <Mail aria-hidden className="size-4 shrink-0" />
              {user.email}
            </p>
            <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">
              {user.isAdmin ? 'Yönetici' : roleLabels[user.role]}
            </p>
            {formatDate(user.createdAt) && (
              <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-slate-500">
                <CalendarDays aria-hidden className="size-4" />
                {formatDate(user.createdAt)} tarihinden beri üye
              </p>
            )}
          </div>
          <nav aria-label="Hesap kısayolları" className="rounded-2xl border border-slate-200 bg-white p-2 shadow-sm">
            {shortcuts.map(({ to, label, text, Icon }) => (
              <Link key={to} to={to} className="flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-slate-50">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-slate-900">{label}</span>
                  <span className="block text-xs text-slate-500">{text}</span>
                </span>
                <ChevronRight aria-hidden className="size-4 text-slate-400" />
              </Link>
            ))}
          </nav>
        </aside>
        <div className="space-y-6">
          <Section
            title="Profil bilgileri"
            description="Satıcılar siparişlerinizde bu bilgileri görür."
            icon={<UserRound aria-hidden className="size-5" />}
          >
            <ProfileForm user={user} />
          </Section>
          <Section
            title="Şifre değiştir"
            description="Hesabınızın güvenliği için şifrenizi düzenli olarak güncelleyin."
            icon={<KeyRound aria-hidden className="size-5" />}
          >
            <ChangePasswordForm hasPassword={user.hasPassword} onChanged={establishSession} />
          </Section>
        </div>
      </div>
    </div>
  );
}
