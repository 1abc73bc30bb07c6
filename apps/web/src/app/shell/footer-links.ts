export const footerLinks = [
  { to: '/footer/hakkimizda', label: 'Hakkımızda' },
  { to: '/footer/iletisim', label: 'İletişim' },
  { to: '/blog', label: 'Blog' },
  { to: '/footer/kvkk', label: 'KVKK Aydınlatma Metni' },
  { to: '/footer/kullanim-kosullari', label: 'Kullanım Koşulları' },
] as const;
