import { describe, expect, it } from 'vitest';
import { documentTitle, getShellLayout, mergeHandles } from './shell-layout';

describe('getShellLayout', () => {
  it('shows navbar and footer by default, below the fixed navbar (lg:mt-40)', () => {
    const layout = getShellLayout('/profile');
    expect(layout).toMatchObject({ showNavbar: true, showFooter: true, showRouteProgress: true });
    expect(layout.mainClassName.split(' ')).toEqual(expect.arrayContaining(['lg:mt-40', 'min-h-[70vh]']));
    expect(layout.mainClassName).not.toContain('lg:mt-28');
  });

  it('gives /footer pages the smaller offset (lg:mt-28)', () => {
    for (const path of ['/footer/kvkk', '/footer/hakkimizda', '/footer']) {
      const classes = getShellLayout(path).mainClassName.split(' ');
      expect(classes).toContain('lg:mt-28');
      expect(classes).not.toContain('lg:mt-40');
    }
    expect(getShellLayout('/a/footer').mainClassName).toContain('lg:mt-40');
  });

  it('drops the footer and the minimum height on /chat', () => {
    const layout = getShellLayout('/chat');
    expect(layout.showFooter).toBe(false);
    expect(layout.mainClassName).not.toContain('min-h');
    expect(getShellLayout('/chat').showNavbar).toBe(true);
  });

  it('has no top offset and no route-change indicator anywhere under /seller-panel', () => {
    for (const path of ['/seller-panel', '/seller-panel/order/freelance', '/tr/seller-panel/dashboard']) {
      const layout = getShellLayout(path);
      expect(layout.isSellerPanel).toBe(true);
      expect(layout.showRouteProgress).toBe(false);
      expect(layout.mainClassName).not.toMatch(/mt-/);
    }
  });

  it('lets a page hide the navbar or the footer', () => {
    expect(getShellLayout('/x', { hideNavbar: true })).toMatchObject({ showNavbar: false, showFooter: true });
    expect(getShellLayout('/x', { hideNavbar: true }).mainClassName).not.toMatch(/mt-/);
    expect(getShellLayout('/x', { hideFooter: true })).toMatchObject({ showNavbar: true, showFooter: false });
  });
});

describe('route handles', () => {
  it('merges handles with the deepest route winning and names the page in the title', () => {
    const handle = mergeHandles([undefined, { title: 'Satıcı Paneli', hideNavbar: true }, { title: 'Mesajlar' }]);
    expect(handle).toEqual({ title: 'Mesajlar', hideNavbar: true });
    expect(documentTitle(handle)).toBe('Mesajlar | Pazaryeri');
    expect(documentTitle({})).toBe("Pazaryeri | Türkiye'nin endüstriyel pazaryeri");
  });
});
