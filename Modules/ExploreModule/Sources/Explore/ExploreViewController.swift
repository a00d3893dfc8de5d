import Components
import HeadlessUI

/// The search screen: shows the view model's results and forwards typing and taps to it.
final class ExploreViewController: ViewController {
    /// Owned here: the screen lives as long as its decisions do.
    let viewModel: ExploreViewModel
    private let components: Components
    private var layout: ExploreView?

    /// Creates the screen; its view is built on first access.
    init(viewModel: ExploreViewModel, components: Components) {
        self.viewModel = viewModel
        self.components = components
        super.init()
        title = "Explore"
        viewModel.onChange = { [weak self] in self?.render() }
    }

    override func loadView() {
        let layout = ExploreView(components: components, query: viewModel.query) { [weak viewModel] text in
            viewModel?.updateQuery(text)
        }
        self.layout = layout
        render()
        view = layout.root
    }

    private func render() {
        layout?.show(
            results: viewModel.results,
            showsNoResults: viewModel.showsNoResults,
            errorMessage: viewModel.errorMessage
        ) { [weak viewModel] id in
            viewModel?.selectItem(id: id)
        }
    }
}
