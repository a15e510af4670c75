// The C side of RxGTK: GTK 4 and GLib's Unix sources, the two libdispatch entry points a foreign main loop uses to
// run the main dispatch queue, and small wrappers for what Swift cannot call itself (function-like macros and
// variadic functions).
#ifndef RXGTK_CGTK_SHIM_H
#define RXGTK_CGTK_SHIM_H

#include <glib-unix.h>
#include <gtk/gtk.h>

// swift-corelibs-libdispatch's run-loop hooks (its private/queue_private.h), exported by libdispatch.so on Linux:
// the main queue's wake-up handle (an eventfd there, written whenever work is queued on the main queue) and the
// function that runs the work queued on the main queue (main thread only).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *_Nullable message);

// A toggle button whose accessible role is `role` (the role can only be set when the widget is made).
static inline GtkWidget *_Nonnull rxgtk_toggle_button_new(const char *_Nonnull label, GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_TOGGLE_BUTTON, "label", label, "accessible-role", role, NULL));
}

// A push button whose accessible role is `role` (a linked option announced as a radio, whose checked state the app
// sets: it has no state of its own for GTK to change on a click). Its text is a label child of its own and its
// accessible name is set once: gtk_button_set_label would rename the button each time its text changes (a radio
// shown as "● Small" when checked would be renamed from Small to "● Small" and back), and the checked state is a
// state, not a part of the name.
static inline GtkWidget *_Nonnull rxgtk_button_new(const char *_Nonnull label, GtkAccessibleRole role) {
  GtkWidget *text = gtk_label_new(label);
  GtkWidget *button = GTK_WIDGET(g_object_new(GTK_TYPE_BUTTON, "child", text, "accessible-role", role, NULL));
  gtk_accessible_update_property(GTK_ACCESSIBLE(button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_add_css_class(button, "text-button");  // as gtk_button_set_label styles a button with text
  return button;
}

// The text a button shows: its label child's when it has one of its own (rxgtk_button_new), else its label.
static inline const char *_Nullable rxgtk_button_get_text(GtkButton *_Nonnull button) {
  GtkWidget *child = gtk_button_get_child(button);
  if (gtk_button_get_label(button) == NULL && child != NULL && GTK_IS_LABEL(child)) {
    return gtk_label_get_text(GTK_LABEL(child));
  }
  return gtk_button_get_label(button);
}

// Sets the text a button shows; a label child of its own keeps the button's accessible name as it is.
static inline void rxgtk_button_set_text(GtkButton *_Nonnull button, const char *_Nonnull text) {
  GtkWidget *child = gtk_button_get_child(button);
  if (gtk_button_get_label(button) == NULL && child != NULL && GTK_IS_LABEL(child)) {
    gtk_label_set_text(GTK_LABEL(child), text);
  } else {
    gtk_button_set_label(button, text);
  }
}

// A label whose accessible role is `role` (for example an alert, for a status line).
static inline GtkWidget *_Nonnull rxgtk_label_new(const char *_Nonnull text, GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "label", text, "accessible-role", role, NULL));
}

// A box whose accessible role is `role`.
static inline GtkWidget *_Nonnull rxgtk_box_new(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
  return GTK_WIDGET(
    g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing, "accessible-role", role, NULL));
}

static inline void rxgtk_accessible_set_checked(GtkAccessible *_Nonnull accessible, gboolean checked) {
  gtk_accessible_update_state(
    accessible, GTK_ACCESSIBLE_STATE_CHECKED, checked ? GTK_ACCESSIBLE_TRISTATE_TRUE : GTK_ACCESSIBLE_TRISTATE_FALSE,
    -1);
}

static inline void rxgtk_accessible_set_position(GtkAccessible *_Nonnull accessible, int position, int count) {
  gtk_accessible_update_relation(
    accessible, GTK_ACCESSIBLE_RELATION_POS_IN_SET, position, GTK_ACCESSIBLE_RELATION_SET_SIZE, count, -1);
}

static inline void rxgtk_accessible_set_labelled_by(
  GtkAccessible *_Nonnull accessible, GtkAccessible *_Nonnull label) {
  gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
}

static inline void rxgtk_accessible_set_label(GtkAccessible *_Nonnull accessible, const char *_Nonnull label) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static inline void rxgtk_accessible_set_description(GtkAccessible *_Nonnull accessible, const char *_Nonnull text) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static inline void rxgtk_accessible_set_invalid(GtkAccessible *_Nonnull accessible, gboolean invalid) {
  gtk_accessible_update_state(
    accessible, GTK_ACCESSIBLE_STATE_INVALID, invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE,
    -1);
}

// Ties an element to up to two describing elements (a field to its message, and the status line); with no first
// one, removes the relation. (GTK 4.8 does not export GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE over AT-SPI, so the
// message is a description, which screen readers read after the field's name.) The relation's value is a
// NULL-terminated list, then -1 ends the relations.
static inline void rxgtk_accessible_set_described_by(
  GtkAccessible *_Nonnull accessible, GtkAccessible *_Nullable first, GtkAccessible *_Nullable second) {
  if (first == NULL) {
    gtk_accessible_reset_relation(accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
  } else if (second == NULL) {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, first, NULL, -1);
  } else {
    gtk_accessible_update_relation(accessible, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, first, second, NULL, -1);
  }
}

// What a GTK handler set up from Swift holds of Swift: the data (a retained Swift object) and how to release it.
// It is the first member of each handler's closure below, so one function frees any of them.
typedef struct {
  void *_Nullable data;
  GDestroyNotify release;
} RxGTKSwiftData;

static void rxgtk_swift_data_free(gpointer user_data, GClosure *unused) {
  (void)unused;
  RxGTKSwiftData *swift = user_data;
  if (swift->release != NULL) swift->release(swift->data);
  g_free(swift);
}

// A key handler: `handler(data, keyval, modifiers)` returns whether it handled the key (the key then goes no
// further). It runs in the capture phase, before the widget's own bindings (a button's arrow-key focus moves).
typedef gboolean (*RxGTKKeyHandler)(void *_Nullable data, guint keyval, guint modifiers);

typedef struct {
  RxGTKSwiftData swift;
  RxGTKKeyHandler handler;
} RxGTKKeyClosure;

static gboolean rxgtk_key_pressed(
  GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state, gpointer user_data) {
  (void)controller;
  (void)keycode;
  RxGTKKeyClosure *closure = user_data;
  return closure->handler(closure->swift.data, keyval, (guint)state);
}

static inline void rxgtk_widget_add_key_handler(
  GtkWidget *_Nonnull widget, RxGTKKeyHandler _Nonnull handler, void *_Nullable data, GDestroyNotify release) {
  GtkEventController *controller = gtk_event_controller_key_new();
  gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE);
  RxGTKKeyClosure *closure = g_new0(RxGTKKeyClosure, 1);
  closure->swift.data = data;
  closure->swift.release = release;
  closure->handler = handler;
  g_signal_connect_data(controller, "key-pressed", G_CALLBACK(rxgtk_key_pressed), closure, rxgtk_swift_data_free, 0);
  gtk_widget_add_controller(widget, controller);
}

// A focus controller on `widget` (its "enter" and "leave" signals: focus came into the widget or one of its
// children, or left them all); the widget owns it.
static inline GtkEventController *_Nonnull rxgtk_widget_add_focus_controller(GtkWidget *_Nonnull widget) {
  GtkEventController *controller = gtk_event_controller_focus_new();
  gtk_widget_add_controller(widget, controller);
  return controller;
}

// An input filter for an entry: `filter(data, text, length)` returns the text to insert instead (a string to free
// with g_free), or NULL to let the text in as it is. Connected to the entry's inner text widget, where GTK inserts.
typedef char *_Nullable (*RxGTKInsertFilter)(void *_Nullable data, const char *_Nonnull text, int length);

typedef struct {
  RxGTKSwiftData swift;
  RxGTKInsertFilter filter;
  gulong handler;
} RxGTKInsertClosure;

static void rxgtk_insert_text(GtkEditable *editable, const char *text, int length, int *position, gpointer user_data) {
  RxGTKInsertClosure *closure = user_data;
  char *replacement = closure->filter(closure->swift.data, text, length);
  if (replacement == NULL) return;
  g_signal_handler_block(editable, closure->handler);
  gtk_editable_insert_text(editable, replacement, -1, position);
  g_signal_handler_unblock(editable, closure->handler);
  g_signal_stop_emission_by_name(editable, "insert-text");
  g_free(replacement);
}

static inline void rxgtk_entry_set_insert_filter(
  GtkWidget *_Nonnull entry, RxGTKInsertFilter _Nonnull filter, void *_Nullable data, GDestroyNotify release) {
  GtkEditable *delegate = gtk_editable_get_delegate(GTK_EDITABLE(entry));
  GtkEditable *target = delegate != NULL ? delegate : GTK_EDITABLE(entry);
  RxGTKInsertClosure *closure = g_new0(RxGTKInsertClosure, 1);
  closure->swift.data = data;
  closure->swift.release = release;
  closure->filter = filter;
  closure->handler = g_signal_connect_data(
    target, "insert-text", G_CALLBACK(rxgtk_insert_text), closure, rxgtk_swift_data_free, 0);
}

// Whether the fonts the widget would use can show `character` in `language` (for example Hangul in "ko"): the font
// Pango picks for it has a glyph for it.
static inline gboolean rxgtk_widget_font_covers(
  GtkWidget *_Nonnull widget, gunichar character, const char *_Nonnull language) {
  PangoContext *context = gtk_widget_get_pango_context(widget);
  PangoFontset *fonts = pango_context_load_fontset(
    context, pango_context_get_font_description(context), pango_language_from_string(language));
  if (fonts == NULL) return FALSE;
  PangoFont *font = pango_fontset_get_font(fonts, character);
  gboolean covers = font != NULL && pango_font_has_char(font, character);
  if (font != NULL) g_object_unref(font);
  g_object_unref(fonts);
  return covers;
}

// Names the program for the desktop and for assistive technologies (AT-SPI reads the program name); call before
// GTK starts.
static inline void rxgtk_set_program_name(const char *_Nonnull program, const char *_Nonnull application) {
  g_set_prgname(program);
  g_set_application_name(application);
}

// Makes Escape close the window (GTK's built-in "window.close" action, which asks with close-request).
static inline void rxgtk_window_close_on_escape(GtkWindow *_Nonnull window) {
  GtkEventController *controller = gtk_shortcut_controller_new();
  gtk_shortcut_controller_add_shortcut(
    GTK_SHORTCUT_CONTROLLER(controller),
    gtk_shortcut_new(gtk_shortcut_trigger_parse_string("Escape"), gtk_named_action_new("window.close")));
  gtk_widget_add_controller(GTK_WIDGET(window), controller);
}

// A close guard for a window: `handler(data)` runs for each close-request (the close button, Alt-F4,
// gtk_window_close) and returns TRUE to keep the window open.
typedef gboolean (*RxGTKCloseGuard)(void *_Nullable data);

typedef struct {
  RxGTKSwiftData swift;
  RxGTKCloseGuard handler;
} RxGTKCloseClosure;

static gboolean rxgtk_close_requested(GtkWindow *window, gpointer user_data) {
  (void)window;
  RxGTKCloseClosure *closure = user_data;
  return closure->handler(closure->swift.data);
}

static inline void rxgtk_window_set_close_guard(
  GtkWindow *_Nonnull window, RxGTKCloseGuard _Nonnull handler, void *_Nullable data, GDestroyNotify release) {
  RxGTKCloseClosure *closure = g_new0(RxGTKCloseClosure, 1);
  closure->swift.data = data;
  closure->swift.release = release;
  closure->handler = handler;
  g_signal_connect_data(
    window, "close-request", G_CALLBACK(rxgtk_close_requested), closure, rxgtk_swift_data_free, 0);
}

// Focuses an entry as a click in it would, without selecting its text, with the cursor at the end: the next key
// adds to the text instead of replacing it.
static inline void rxgtk_entry_focus_at_end(GtkEntry *_Nonnull entry) {
  gtk_entry_grab_focus_without_selecting(entry);
  gtk_editable_set_position(GTK_EDITABLE(entry), -1);
}

// Whether an editable has text selected.
static inline gboolean rxgtk_editable_has_selection(GtkEditable *_Nonnull editable) {
  return gtk_editable_get_selection_bounds(editable, NULL, NULL);
}
#endif
