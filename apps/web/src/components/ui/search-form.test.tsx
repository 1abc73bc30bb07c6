import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

describe('SearchForm', () => {
  it('sends the trimmed text on "Ara" and on Enter', async () => {
    const onSearch = vi.fn();
    render(<SearchForm label="Sohbetlerde ara" placeholder="Üye adı" onSearch={onSearch} />);
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Sohbetlerde ara' });

    await user.type(box, '  ayşe ');
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ara' }));
    expect(onSearch).toHaveBeenLastCalledWith('ayşe');

    await user.type(box, 'yılmaz{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ayşe yılmaz');
  });

  it('shows the search in force again when it changes from outside (a link, the back button)', () => {
    const { rerender } = render(<SearchForm label="Sohbetlerde ara" placeholder="Üye adı" value="ayşe" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Sohbetlerde ara' })).toHaveValue('ayşe');
    rerender(<SearchForm label="Sohbetlerde ara" placeholder="Üye adı" value="" onSearch={() => undefined} />);
    expect(screen.getByRole('searchbox', { name: 'Sohbetlerde ara' })).toHaveValue('');
  });
});
