import HeadlessUI

/// The one way a screen shows its view model. The whole view is built from the view model's
/// state by `makeView()` when first needed, and built again each time a `ScreenViewModel` calls
/// `onChange`; nothing patches a node in between.
///
/// The one exception is a node a person types into: the screen's node tree creates each text
/// field once and places that same node in every rebuilt view, so focus and the typed text
/// survive a redraw (Explore's search field while the results change under it, a form's
/// fields while its error line appears).
open class ScreenViewController<Model: AnyObject>: ViewController {
    /// Owned here: the screen lives as long as its decisions do.
    public let viewModel: Model

    /// A screen titled `title` whose view never changes once built; it is built on first access.
    public init(title: String, viewModel: Model) {
        self.viewModel = viewModel
        super.init()
        self.title = title
    }

    /// A screen titled `title` that builds its view again each time `viewModel` calls
    /// `onChange`; it is built on first access.
    public init(title: String, viewModel: Model) where Model: ScreenViewModel {
        self.viewModel = viewModel
        super.init()
        self.title = title
        viewModel.onChange = { [weak self] in self?.redraw() }
    }

    /// The whole view for the view model's current state; every screen overrides it.
    open func makeView() -> ViewNode {
        ViewNode(role: .stack)
    }

    override open func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        (viewModel as? any ScreenViewModel)?.screenWillAppear()
    }

    override open func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        (viewModel as? any ScreenViewModel)?.screenDidDisappear()
    }

    override open func loadView() {
        view = makeView()
    }

    private func redraw() {
        // Before the view exists there is nothing to redraw: the first access builds it from
        // the state of that moment.
        guard isViewLoaded else { return }
        view = makeView()
    }
}
