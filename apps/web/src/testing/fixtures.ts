import type { AuthResponse, Session } from '@pazaryeri/contract';

export const buyer: AuthResponse = {
  _id: 'u1',
  name: 'Ayşe Yılmaz',
  email: 'ayse@example.com',
  role: 'user',
  isAdmin: false,
  phone: null,
  avatar: null,
  hasPassword: true,
  createdAt: '2025-01-15T10:00:00.000Z',
  token: 'token-ayse',
};

export const seller: AuthResponse = { ...buyer, _id: 'u2', name: 'Mehmet Demir', email: 'mehmet@example.com', role: 'seller', token: 'token-mehmet' };

export function sessionOf(user: AuthResponse): Session {
  return {
    user: { _id: user._id, name: user.name, email: user.email, role: user.role, isAdmin: user.isAdmin, image: user.avatar },
    expires: '2099-01-01T00:00:00.000Z',
    accessToken: user.token,
  };
}

export const admin: AuthResponse = {
  ...buyer,
  _id: 'u3',
  name: 'Pazaryeri Yönetici',
  email: 'admin@example.com',
  role: 'admin',
  isAdmin: true,
  token: 'token-admin',
};
