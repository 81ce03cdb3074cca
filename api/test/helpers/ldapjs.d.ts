// ldapjs ships no types; the tests use only its server half.
declare module 'ldapjs';
