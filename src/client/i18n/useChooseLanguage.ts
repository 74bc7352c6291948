import { useCallback } from 'react';
import type { Language } from '../../shared/languages';
import { useAppDispatch, useAppSelector } from '../lib/store/hooks';
import { selectToken, useUpdateLanguageMutation } from '../features/auth';
import { languageChosen, selectLanguage } from './languageSlice';

/**
 * The language on screen and a way to change it: at once on this screen, and on the account when
 * someone is signed in, so it follows them to another browser.
 */
export function useChooseLanguage(): [Language, (language: Language) => void] {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectLanguage);
  const token = useAppSelector(selectToken);
  const [updateLanguage] = useUpdateLanguageMutation();
  const choose = useCallback(
    (language: Language) => {
      dispatch(languageChosen(language));
      // a failed save leaves the screen in the chosen language; the API layer's toast says why
      if (token) void updateLanguage({ language });
    },
    [dispatch, token, updateLanguage],
  );
  return [current, choose];
}
