import Components
import HeadlessUI

/// The first screen of the PreLogin flow: shows its view model's state and forwards taps.
final class WelcomeViewController: ScreenViewController<WelcomeViewModel> {
    private let tree: WelcomeNodeTree

    init(viewModel: WelcomeViewModel, components: Components) {
        tree = WelcomeNodeTree(components: components)
        super.init(title: viewModel.strings.localized("welcome.title"), viewModel: viewModel)
    }

    override func makeView() -> ViewNode {
        tree.make(for: viewModel)
    }
}
