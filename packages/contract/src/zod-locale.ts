import { z } from 'zod';

// Messages zod writes itself (wrong type, missing field) read in Turkish, on the server and in the browser.
z.config(z.locales.tr());
