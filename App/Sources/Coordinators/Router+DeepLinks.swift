import HeadlessUI

extension Router {
    /// Pushes the detail screen a link asks for above the tab's root, or says why it cannot:
    /// `missingMessage` when the module has no such item.
    func showDetail(_ detail: ViewController?, for link: DeepLink, id: String, missingMessage: String)
        -> DeepLinkOutcome
    {
        guard let detail else { return .itemNotFound(link, message: missingMessage) }
        do {
            try push(detail, animated: false)
        } catch {
            return .itemNotFound(link, message: "Could not open item '\(id)': \(error.description)")
        }
        return .opened(link)
    }
}
