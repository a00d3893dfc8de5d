/// The title, icon and identifier a view controller shows in a tab bar.
public struct TabBarItem: Sendable, Hashable {
    /// The tab's title.
    public var title: String
    /// The icon's symbol name.
    public var image: String?
    /// The accessibility identifier of the tab button (e.g. `tab.home`).
    public var identifier: String?
    /// An app-defined number, e.g. the tab's index.
    public var tag: Int

    /// An item read as `title` (and identified by `identifier` where given), drawn with `image`.
    public init(title: String, image: String? = nil, identifier: String? = nil, tag: Int = 0) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.tag = tag
    }
}
