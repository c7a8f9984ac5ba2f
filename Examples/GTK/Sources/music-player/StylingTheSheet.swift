import CGTK
import PullUpGObject
import PullUpGTK

/// The example of the article "Styling the sheet with CSS", compiled here as an app's code (the music player
/// itself is "A sheet in your GTK app", word for word, in main.swift).
@MainActor
func applyTheStylingArticlesStyle() {
  // example: StylingTheSheet.md "Changing the look"
  let provider = gtk_css_provider_new()!
  gtk_css_provider_load_from_data(
    provider,
    """
    pullup-sheet-view > pullup-sheet { background-color: @view_bg_color; border-top-left-radius: 18px;
                                       border-top-right-radius: 18px; }
    pullup-sheet > pullup-handle { color: @accent_color; }
    pullup-sheet-view > pullup-dimming { background-color: #0b2545; }
    """, -1)
  gtk_style_context_add_provider_for_display(
    gdk_display_get_default(), gobject(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
  // end of example
}
