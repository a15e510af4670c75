// The C side of RxGTK: GTK 4 and GLib's Unix sources, the two libdispatch entry points a foreign main loop uses to
// run the main dispatch queue, and small wrappers for what Swift cannot call itself (function-like macros and
// variadic functions).
#ifndef SPROUT_CGTK_SHIM_H
#define SPROUT_CGTK_SHIM_H

#include <glib-unix.h>
#include <gtk/gtk.h>

// swift-corelibs-libdispatch's run-loop hooks (its private/queue_private.h), exported by libdispatch.so on Linux:
// the main queue's wake-up handle (an eventfd there, written whenever work is queued on the main queue) and the
// function that runs the work queued on the main queue (main thread only).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Nullable message);

// A toggle button whose accessible role is `role` (the role can only be set when the widget is made).
static inline GtkWidget *_Nonnull sprout_toggle_button_new(const char *_Nonnull label, GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_TOGGLE_BUTTON, "label", label, "accessible-role", role, NULL));
}

// A box whose accessible role is `role`.
static inline GtkWidget *_Nonnull sprout_box_new(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
  return GTK_WIDGET(
    g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing, "accessible-role", role, NULL));
}

static inline void sprout_accessible_set_checked(GtkAccessible *_Nonnull accessible, gboolean checked) {
  gtk_accessible_update_state(
    accessible, GTK_ACCESSIBLE_STATE_CHECKED, checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
    -1);
}

static inline void sprout_accessible_set_position(GtkAccessible *_Nonnull accessible, int position, int count) {
  gtk_accessible_update_relation(
    accessible, GTK_ACCESSIBLE_RELATION_POS_IN_SET, position, GTK_ACCESSIBLE_RELATION_SET_SIZE, count, -1);
}

static inline void sprout_accessible_set_labelled_by(
  GtkAccessible *_Nonnull accessible, GtkAccessible *_Nonnull label) {
  gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

static inline void sprout_accessible_set_label(GtkAccessible *_Nonnull accessible, const char *_Nonnull label) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

// Makes Escape close the window (GTK's built-in "window.close" action, which asks with close-request).
static inline void sprout_window_close_on_escape(GtkWindow *_Nonnull window) {
  GtkEventController *controller = gtk_shortcut_controller_new();
  gtk_shortcut_controller_add_shortcut(
    GTK_SHORTCUT_CONTROLLER(controller),
    gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")));
  gtk_widget_add_controller(GTK_WIDGET(window), controller);
}

// Emits a signal without arguments, as GTK does (for tests: a click without a pointer).
static inline void sprout_emit_signal(gpointer _Nonnull instance, const char *_Nonnull name) {
  g_signal_emit_by_name(instance, name);
}

// For tests: NULL when the accessible's checked state is `expected`, otherwise a message to free with g_free.
static inline char *_Nullable sprout_accessible_checked_mismatch(
  GtkAccessible *_Nonnull accessible, gboolean expected) {
  return gtk_test_accessible_check_state(
    accessible, GTK_ACCESSIBLE_STATE_CHECKED,
    expected ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE);
}

// For tests: NULL when the accessible's pos-in-set and set-size relations are as expected, otherwise a message.
static inline char *_Nullable sprout_accessible_position_mismatch(
  GtkAccessible *_Nonnull accessible, int position, int count) {
  char *message = gtk_test_accessible_check_relation(accessible, GTK_ACCESSIBLE_RELATION_POS_IN_SET, position);
  if (message != NULL) return message;
  return gtk_test_accessible_check_relation(accessible, GTK_ACCESSIBLE_RELATION_SET_SIZE, count);
}

#endif
