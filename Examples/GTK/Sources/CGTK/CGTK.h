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
