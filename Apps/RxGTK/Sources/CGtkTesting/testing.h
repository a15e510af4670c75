// Test-only helpers for RxGTK and its clients' tests: what GTK does on input (a signal emitted, keys typed, a
// paste) and what GTK's test accessibility backend (GTK_A11Y=test) reads back. Not part of the production header:
// only test targets (through RxGTKTesting) import it.
#ifndef RXGTK_CGTK_TESTING_H
#define RXGTK_CGTK_TESTING_H

#include <gtk/gtk.h>

// Emits a signal without arguments, as GTK does (a click without a pointer).
static inline void rxgtk_emit_signal(gpointer _Nonnull instance, const char *_Nonnull name) {
  g_signal_emit_by_name(instance, name);
}

// NULL when the accessible's checked state is `expected`, otherwise a message to free with g_free.
static inline char *_Nullable rxgtk_accessible_checked_mismatch(
  GtkAccessible *_Nonnull accessible, gboolean expected) {
  return gtk_test_accessible_check_state(
    accessible, GTK_ACCESSIBLE_STATE_CHECKED,
    expected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE);
}

// NULL when the accessible's pos-in-set and set-size relations are as expected, otherwise a message.
static inline char *_Nullable rxgtk_accessible_description_mismatch(
  GtkAccessible *_Nonnull accessible, const char *_Nonnull expected) {
  return gtk_test_accessible_check_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected);
}

static inline char *_Nullable rxgtk_accessible_position_mismatch(
  GtkAccessible *_Nonnull accessible, int position, int count) {
  char *message = gtk_test_accessible_check_relation(accessible, GTK_ACCESSIBLE_RELATION_POS_IN_SET, position);
  if (message != NULL) return message;
  return gtk_test_accessible_check_relation(accessible, GTK_ACCESSIBLE_RELATION_SET_SIZE, count);
}

// Whether the accessible is marked invalid.
static inline gboolean rxgtk_accessible_is_invalid(GtkAccessible *_Nonnull accessible) {
  char *message = gtk_test_accessible_check_state(accessible, GTK_ACCESSIBLE_STATE_INVALID, GTK_ACCESSIBLE_INVALID_TRUE);
  if (message == NULL) return TRUE;
  g_free(message);
  return FALSE;
}

// Types text into an editable as keys do: a selection is replaced, the text goes in at the cursor (through its
// insert-text handlers), and the cursor moves after it.
static inline void rxgtk_editable_type(GtkEditable *_Nonnull editable, const char *_Nonnull text) {
  gtk_editable_delete_selection(editable);
  int position = gtk_editable_get_position(editable);
  gtk_editable_insert_text(editable, text, -1, &position);
  gtk_editable_set_position(editable, position);
}

// Inserts text at the end of an editable, as a paste does (through its insert-text handlers), with the cursor
// after it.
static inline void rxgtk_editable_append(GtkEditable *_Nonnull editable, const char *_Nonnull text) {
  int position = -1;
  gtk_editable_set_position(editable, -1);
  position = gtk_editable_get_position(editable);
  gtk_editable_insert_text(editable, text, -1, &position);
  gtk_editable_set_position(editable, position);
}

#endif
