// libpq, for the PostgreSQL account store, and the error fields whose macros do not import.
#ifndef SPROUT_CLIBPQ_SHIM_H
#define SPROUT_CLIBPQ_SHIM_H

#include <libpq-fe.h>

// The SQLSTATE of a failed result (for example "23505", unique_violation).
static inline const char *_Nullable sprout_pq_sqlstate(const PGresult *_Nullable result) {
  return PQresultErrorField(result, 'C');
}

// The constraint a failed result broke, when the server names one (for example "accounts_nickname_key_key").
static inline const char *_Nullable sprout_pq_constraint(const PGresult *_Nullable result) {
  return PQresultErrorField(result, 'n');
}

#endif
