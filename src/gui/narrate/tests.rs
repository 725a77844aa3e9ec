// tests later
