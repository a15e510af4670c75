// The system's SQLite (libsqlite3), for the Accounts module.
#ifndef SPROUT_CSQLITE_H
#define SPROUT_CSQLITE_H

#include <sqlite3.h>

// SQLITE_TRANSIENT and SQLITE_STATIC are casts of -1 and 0 to a function pointer: macros Swift cannot import.

/// SQLite copies the bound text or blob before the bind call returns.
static inline sqlite3_destructor_type csqlite_transient(void) { return SQLITE_TRANSIENT; }

/// The bound text or blob outlives the statement's use of it; SQLite does not copy it.
static inline sqlite3_destructor_type csqlite_static(void) { return SQLITE_STATIC; }

// Extended result codes are macros that compute their value: Swift does not import them either.

/// A UNIQUE constraint refused the statement.
static const int CSQLITE_CONSTRAINT_UNIQUE = SQLITE_CONSTRAINT_UNIQUE;

#endif
