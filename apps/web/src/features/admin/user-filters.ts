import { roles, type Role } from '@pazaryeri/contract';
import { adminListLimits } from '@pazaryeri/contract/admin/index';

export interface UserFilters {
  keyword: string;
  role: Role | '';
  startDate: string;
  endDate: string;
  page: number;
}

export const defaultUserFilters: UserFilters = { keyword: '', role: '', startDate: '', endDate: '', page: 1 };

export function userFiltersFromParams(params: URLSearchParams): UserFilters {
  const role = params.get('role');
  const page = Number(params.get('page'));
  return {
    keyword: params.get('keyword') ?? '',
    role: roles.includes(role as Role) ? (role as Role) : '',
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function userFiltersToParams(filters: UserFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['keyword', 'role', 'startDate', 'endDate'] as const) {
    const value = filters[key].trim();
    if (value) params.set(key, value);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * Which admin call lists the users (spec §7): a keyword searches (users/search), a role or dates
 * alone filter (users/filter), nothing lists everyone (users). Only non-empty values are sent;
 * plain lists show 20, searches and filters 10 (spec §9).
 */
export function buildUserListRequest(filters: UserFilters): { url: string; params: Record<string, string | number> } {
  const params: Record<string, string | number> = {};
  const keyword = filters.keyword.trim();
  if (keyword) params.keyword = keyword;
  if (filters.role) params.role = filters.role;
  if (filters.startDate) params.startDate = filters.startDate;
  if (filters.endDate) params.endDate = filters.endDate;
  const filtered = Object.keys(params).length > 0;
  const url = keyword ? '/admin/users/search' : filtered ? '/admin/users/filter' : '/admin/users';
  return { url, params: { ...params, page: filters.page, limit: filtered ? adminListLimits.search : adminListLimits.list } };
}
