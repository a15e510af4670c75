import CGtk

/// A GTK box (`GtkBox`): children in a row or a column, in order.
///
/// ```swift
/// let options = Box(GTK_ORIENTATION_HORIZONTAL)
/// options.cssClasses = ["linked"]
/// options.append(bold)
/// options.append(italic)
/// ```
public final class Box: Widget {
  private var children: [Widget] = []

  /// Makes an empty box.
  /// - Parameters:
  ///   - orientation: A row (`GTK_ORIENTATION_HORIZONTAL`) or a column (`GTK_ORIENTATION_VERTICAL`).
  ///   - spacing: Pixels between children.
  ///   - accessibleRole: The role it is announced with (`GTK_ACCESSIBLE_ROLE_GROUP` by default, GTK's own).
  public init(
    _ orientation: GtkOrientation, spacing: Int32 = 0, accessibleRole: GtkAccessibleRole = GTK_ACCESSIBLE_ROLE_GROUP
  ) {
    super.init(rxgtk_box_new(orientation, spacing, accessibleRole))
  }

  /// Adds `child` at the end; the box keeps the Swift widget alive too.
  public func append(_ child: Widget) {
    gtk_box_append(cast(to: GtkBox.self), child.widget)
    children.append(child)
  }
}
