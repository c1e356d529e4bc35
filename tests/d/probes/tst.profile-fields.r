profile:foo::tick-3s: none
profile::bar:profile-123: none
:::tick-7s: profile:::tick-7s
tick-8s: profile:::tick-8s
prof*:::tick-9s: profile:::tick-9s
profile:::tick-[0-9]s: none
