import HeadlessUI

print("App: the headless app is not assembled yet; see README.md.")
