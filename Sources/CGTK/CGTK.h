#include <gtk/gtk.h>
#include <glib-unix.h>

// libdispatch's hooks for a run loop of its own, the ones Foundation's RunLoop drains the main queue with
// on Linux: the main queue's wake-up handle (an eventfd) and the call that runs the main queue's jobs.
// Swift runs main-actor jobs on that queue, so a GLib main loop watches the handle and calls the drain.
// Declared by hand: the toolchain ships no header for them (Foundation reaches them through CoreFoundation's
// private one). libdispatch exports them for Foundation's RunLoop, which links them, so a rename would be a link
// error in every GTK build of CI.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *_Nullable message);

// An integer property of GtkSettings (`gtk-dnd-drag-threshold`, in pixels), which Swift cannot read through
// the variadic g_object_get.
static inline int pullup_settings_get_int(GtkSettings *settings, const char *name) {
  int value = 0;
  g_object_get(settings, name, &value, NULL);
  return value;
}

// The accessible label (`gtk_accessible_update_property` is variadic).
static inline void pullup_accessible_update_label(GtkAccessible *accessible, const char *label) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

// An adjustable element's value: its range, its place in it and its text, which also goes in the
// description (GTK before 4.10 exposes no value for a widget that is not one of its own ranges).
static inline void pullup_accessible_update_value(GtkAccessible *accessible, double minimum, double maximum,
                                                  double now, const char *text) {
  gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, minimum,
                                 GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, maximum, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, now,
                                 GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                 -1);
}

// A widget of `type` whose CSS node is called `name` (`css-name` is a construct-only property).
static inline GtkWidget *pullup_widget_new_with_css_name(GType type, const char *name) {
  return GTK_WIDGET(g_object_new(type, "css-name", name, NULL));
}

// A drawing area with an accessible role and a CSS node name, both construct-only.
static inline GtkWidget *pullup_drawing_area_new_with_role_and_css_name(GtkAccessibleRole role, const char *name) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, "css-name", name, NULL));
}

// The widget's CSS `color`, for drawing with cairo in the theme's colours: `gtk_widget_get_color` where GTK
// has it (4.10), the style context's (deprecated there) before.
static inline void pullup_widget_get_color(GtkWidget *widget, GdkRGBA *color) {
#if GTK_CHECK_VERSION(4, 10, 0)
  gtk_widget_get_color(widget, color);
#else
  gtk_style_context_get_color(gtk_widget_get_style_context(widget), color);
#endif
}

// Whether GtkSettings has a property of this name on the GTK that runs (`gtk-interface-reduced-motion` is
// newer than some GTKs the widget runs on: looked up at run time, so no symbol of a newer GTK is needed).
static inline gboolean pullup_settings_has_property(GtkSettings *settings, const char *name) {
  return g_object_class_find_property(G_OBJECT_GET_CLASS(settings), name) != NULL;
}

// Sets an integer or boolean property of GtkSettings (`g_object_set` is variadic).
static inline void pullup_settings_set_int(GtkSettings *settings, const char *name, int value) {
  g_object_set(settings, name, value, NULL);
}

// A warning in PullUp's log domain (`g_warning` is a variadic macro), as GTK warns about bad input: a
// property value the sheet refuses, a child of a type it does not take.
static inline void pullup_warn(const char *message) {
  g_log("PullUp", G_LOG_LEVEL_WARNING, "%s", message);
}

// A property of any GObject read or written through the variadic `g_object_get` / `g_object_set`: an int (or
// an enum's value), a double, a boolean, an object (returned without a reference: the owner keeps it).
static inline int pullup_object_get_int(gpointer object, const char *name) {
  int value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}

static inline double pullup_object_get_double(gpointer object, const char *name) {
  double value = 0;
  g_object_get(object, name, &value, NULL);
  return value;
}

static inline gboolean pullup_object_get_boolean(gpointer object, const char *name) {
  gboolean value = FALSE;
  g_object_get(object, name, &value, NULL);
  return value;
}

static inline gpointer pullup_object_get_object(gpointer object, const char *name) {
  gpointer value = NULL;
  g_object_get(object, name, &value, NULL);
  if (value != NULL) g_object_unref(value);
  return value;
}

static inline void pullup_object_set_int(gpointer object, const char *name, int value) {
  g_object_set(object, name, value, NULL);
}

static inline void pullup_object_set_object(gpointer object, const char *name, gpointer value) {
  g_object_set(object, name, value, NULL);
}
