import ArticleKit

/// Every transition the search screen can ask for.
enum ExploreRoute: Equatable {
    /// The detail screen of a catalogue entry, pushed on the search screen's stack.
    case detail(Article)
}
