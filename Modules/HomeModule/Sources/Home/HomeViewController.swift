import Components
import HeadlessUI

/// The feed screen: shows the view model's rows and forwards taps to it.
final class HomeViewController: ViewController {
    /// Owned here: the screen lives as long as its decisions do.
    let viewModel: HomeViewModel
    private let layout: HomeView

    /// Creates the screen; its view is built on first access.
    init(viewModel: HomeViewModel, components: Components) {
        self.viewModel = viewModel
        self.layout = HomeView(components: components)
        super.init()
        title = "Home"
        viewModel.onChange = { [weak self] in self?.render() }
    }

    override func loadView() {
        view = makeView()
    }

    private func render() {
        guard isViewLoaded else { return }
        view = makeView()
    }

    private func makeView() -> ViewNode {
        layout.make(rows: viewModel.rows, errorMessage: viewModel.errorMessage) { [weak viewModel] id in
            viewModel?.selectItem(id: id)
        }
    }
}
