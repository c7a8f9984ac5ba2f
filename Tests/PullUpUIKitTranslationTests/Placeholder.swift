// Replaced by the translation's tests.
