// Replaced by the translation's files.
