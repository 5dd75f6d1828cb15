import { useQuery } from '@tanstack/react-query';
import { getTheme } from './get-theme';

/** The saved theme fetched afresh for the branding screen (never the browser's cached copy). */
export const useThemeForEditing = () =>
  useQuery({ queryKey: ['settings', 'theme', 'editing'], queryFn: getTheme, gcTime: 0 });
