/// The nodes a navigation controller draws around its top screen, kept between renders.
@MainActor
final class NavigationChrome {
    let backButton: ViewNode
    let title = ViewNode(role: .text, identifier: "nav.title")
    let bar = ViewNode(role: .navigationBar)
    let root = ViewNode(role: .stack)

    init(backButton: ViewNode) {
        self.backButton = backButton
        // UIKit cuts a title too long for the bar in the middle; that cut is the platform's own.
        title.allowsTruncation = true
    }
}
