import CGtk

/// A GTK grid (`GtkGrid`): children in rows and columns.
///
/// ```swift
/// let settings = Grid(rowSpacing: 4, columnSpacing: 12)
/// settings.attach(Label("Name"), column: 0, row: 0)
/// settings.attach(name, column: 1, row: 0)
/// ```
public final class Grid: Widget {
  private var children: [Widget] = []

  /// Makes an empty grid.
  public init(rowSpacing: UInt32 = 0, columnSpacing: UInt32 = 0) {
    super.init(gtk_grid_new())
    gtk_grid_set_row_spacing(cast(to: GtkGrid.self), rowSpacing)
    gtk_grid_set_column_spacing(cast(to: GtkGrid.self), columnSpacing)
  }

  /// Places `child` in a cell (spanning `width` columns); the grid keeps the Swift widget alive too.
  public func attach(_ child: Widget, column: Int32, row: Int32, width: Int32 = 1) {
    gtk_grid_attach(cast(to: GtkGrid.self), child.widget, column, row, width, 1)
    children.append(child)
  }
}
