import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes, signedInSections } from './router';
import { signedInRoutes } from './signed-in-routes';

describe('the signed-in pages’ routes, added on a first visit', () => {
  it('have their first path segments listed in signedInSections, so a visit to any of them loads the table', () => {
    expect(new Set(signedInRoutes.map((route) => route.path?.split('/')[0]))).toEqual(signedInSections);
  });

  it('leave no public page in those sections: the router answers them with the not-found page until the table is in', () => {
    for (const section of signedInSections) {
      const matched = matchRoutes(routes, `/${section}`) ?? [];
      expect(matched.at(-1)?.route.path, section).toBe('*');
    }
  });
});
