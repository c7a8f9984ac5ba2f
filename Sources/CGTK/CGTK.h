#include <gtk/gtk.h>
#include <glib-unix.h>

// libdispatch's hooks for a run loop of its own, the ones Foundation's RunLoop drains the main queue with
// on Linux: the main queue's wake-up handle (an eventfd) and the call that runs the main queue's jobs.
// Swift runs main-actor jobs on that queue, so a GLib main loop watches the handle and calls the drain.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *_Nullable message);

// An integer property of GtkSettings (`gtk-dnd-drag-threshold`, in pixels), which Swift cannot read through
// the variadic g_object_get.
static inline int pullup_settings_get_int(GtkSettings *settings, const char *name) {
  int value = 0;
  g_object_get(settings, name, &value, NULL);
  return value;
}

// A drawing area with an accessible role, which is a construct-only property.
static inline GtkWidget *pullup_drawing_area_new_with_role(GtkAccessibleRole role) {
  return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
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
